#include "allocator_tuning.h"

#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

void compass_keep_freed_memory(void) {
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  mallopt(M_TOP_PAD, 8 << 20);
  mallopt(M_MMAP_THRESHOLD, 8 << 20);
}
#else
void compass_keep_freed_memory(void) {}
#endif
