#!/usr/bin/env python3
"""Checks a performance report with real PDF readers.

Usage: check_pdf_readers.py REPORT.pdf EXPECTED.json PNG_DIR

EXPECTED.json holds {"rows": [[date, metric, value, unit, verified], ...]}. pypdf must
extract every row (a line starting with those cells, as many times as the row occurs),
"Page N of M" on every page, and the table header on every page of the history;
pdftoppm must render the first and the last page.
"""
import collections
import json
import subprocess
import sys

import pypdf


def main() -> int:
    report, expected_path, png_dir = sys.argv[1:4]
    expected = json.load(open(expected_path, encoding="utf-8"))
    reader = pypdf.PdfReader(report)
    pages = [page.extract_text() or "" for page in reader.pages]
    problems = []
    for number, text in enumerate(pages, start=1):
        if f"Page {number} of {len(pages)}" not in text:
            problems.append(f"page {number}: no 'Page {number} of {len(pages)}' footer")
    history_started = False
    for number, text in enumerate(pages, start=1):
        history_started = history_started or "Metric History" in text
        if history_started and "Date Metric Value Unit Verified Event Notes" not in text:
            problems.append(f"page {number}: table header missing")
    wanted = collections.Counter(" ".join(cell for cell in row if cell) for row in expected["rows"])
    found = collections.Counter()
    by_first_word = collections.defaultdict(list)
    for signature in wanted:
        by_first_word[signature.split(" ")[0]].append(signature)
    for text in pages:
        for line in text.splitlines():
            for signature in by_first_word.get(line.split(" ")[0], []):
                if line == signature or line.startswith(signature + " "):
                    found[signature] += 1
    missing = {row: count - found[row] for row, count in wanted.items() if found[row] < count}
    if missing:
        sample = list(missing.items())[:5]
        problems.append(f"{sum(missing.values())} rows not extracted, e.g. {sample}")
    for page, name in [(1, "first"), (len(pages), "last")]:
        prefix = f"{png_dir}/{name}"
        subprocess.run(
            ["pdftoppm", "-r", "50", "-png", "-singlefile", "-f", str(page), "-l", str(page), report, prefix],
            check=True,
        )
        with open(prefix + ".png", "rb") as image:
            if image.read(8) != b"\x89PNG\r\n\x1a\n":
                problems.append(f"pdftoppm did not render the {name} page")
    if problems:
        print("\n".join(problems))
        return 1
    print(f"ok: {len(pages)} pages, {sum(wanted.values())} rows extracted, first and last page rendered")
    return 0


if __name__ == "__main__":
    sys.exit(main())
