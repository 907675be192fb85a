#!/usr/bin/env python3
"""Ledgers for the benchmark and the end-to-end checks, and the peer they are measured against.

  ledger.py make FILE ROWS SEED    a deterministic CSV ledger: date,amount,category,note with
                                   quoted notes (commas, doubled quotes, line breaks) and
                                   non-ASCII categories
  ledger.py summary FILE           income, expense, net and entries per month as CSV, computed
                                   with the csv module and Decimal (calsh's `summary | csv`)
"""
import csv
import random
import sys
from decimal import Decimal


def make(path, rows, seed):
    rng = random.Random(seed)
    categories = ["food", "rent", "salary", "travel", "café", "日用品", "books", "a,b"]
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(["date", "amount", "category", "note"])
        for i in range(rows):
            date = f"{2015 + rng.randrange(10):04d}-{1 + rng.randrange(12):02d}-{1 + rng.randrange(28):02d}"
            cents = rng.randrange(-50000, 50000)
            sign = "-" if cents < 0 else ""
            amount = f"{sign}{abs(cents) // 100}.{abs(cents) % 100:02d}"
            if i % 13 == 0:
                amount = f"{sign}{abs(cents) // 100}"  # fewer decimals: still exact
            kind = i % 7
            note = (
                f"Lunch, with {i}" if kind == 0
                else f"two\nlines {i}" if kind == 1
                else f'say "hi" {i}' if kind == 2
                else f"note {i}"
            )
            writer.writerow([date, amount, rng.choice(categories), note])


def summary(path):
    sums = {}
    scale = 0
    with open(path, newline="", encoding="utf-8-sig") as f:
        for row in csv.DictReader(f):
            text = row["amount"].strip()
            if not text:
                amount = Decimal(0)
            else:
                amount = Decimal(text)
                scale = max(scale, -amount.as_tuple().exponent)
            entry = sums.setdefault(row["date"][:7], [Decimal(0), Decimal(0), 0])
            if amount > 0:
                entry[0] += amount
            else:
                entry[1] -= amount
            entry[2] += 1
    quantum = Decimal(1).scaleb(-scale)
    print("month,income,expense,net,entries")
    for month in sorted(sums):
        income, expense, count = sums[month]
        parts = [(x).quantize(quantum) for x in (income, expense, income - expense)]
        print(month, *parts, count, sep=",")


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        summary(sys.argv[2])
