#ifndef ALLOCATOR_TUNING_H
#define ALLOCATOR_TUNING_H

/// Keeps freed memory in the process for the next request (glibc's trim and mmap thresholds);
/// does nothing on other C libraries.
void compass_keep_freed_memory(void);

#endif
