"""Reads a ZIP with Python's zipfile (an independent reader) and prints its files as JSON:
each name with its text (JSON, CSV, TXT) or its bytes in base64. Used by AccountExportTests."""
import base64
import json
import sys
import zipfile

archive = zipfile.ZipFile(sys.argv[1])
assert archive.testzip() is None, "a file's CRC-32 does not match"
out = {}
for info in archive.infolist():
    data = archive.read(info)
    if info.filename.endswith((".json", ".csv", ".txt")):
        out[info.filename] = data.decode("utf-8")
    else:
        out[info.filename] = base64.b64encode(data).decode("ascii")
print(json.dumps(out))
