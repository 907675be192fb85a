#!/usr/bin/env python3
"""`quiz` at the prompt through a pseudo-terminal: questions asked in turn, a right and a wrong
answer, the explanation after a miss, the score after q or Ctrl-D, answers kept out of history.

Usage: test_quiz.py BINARY WORKDIR, with the environment scripts/test-interactive sets. Standard
library only; prints one line per test and a closing `N passed, M failed`.
"""

import os

from harness import check, main
from test_repl import PromptSuite, history_lines


def test_one_right_one_wrong_then_ctrl_d(suite):
    calsh = suite.start()
    calsh.prompt()
    # Seed 7's first dates (pinned by QuizTests): 2002-03-02 and 2037-05-16, both Saturdays.
    calsh.line("quiz weekday 3 seed 7")
    calsh.expect("1/3 What day of the week is 2002-03-02? ")
    calsh.line("sat")
    calsh.expect("Right: Saturday.")
    calsh.expect("2/3 What day of the week is 2037-05-16? ")
    calsh.line("Monday")
    shown = calsh.expect("3/3 What day of the week is 2039-06-08? ")
    check("Not quite: the answer is Saturday." in shown, f"after a wrong answer: {shown!r}")
    check("Answer: Saturday" in shown, f"no explanation after a miss: {shown!r}")
    calsh.send("\x04")
    score = calsh.prompt()
    check(
        "Score: 1 of 2 (stopped after 2 of 3 questions). quiz weekday 3 seed 7 asks the same questions again."
        in score,
        f"score: {score!r}",
    )
    calsh.line("weekday 2023-02-03")
    out = calsh.prompt()
    check("Friday" in out, f"the prompt goes on after the quiz: {out!r}")


def test_q_stops_and_answers_stay_out_of_history(suite):
    state = suite.state_dir()
    calsh = suite.start(state=state)
    calsh.prompt()
    calsh.line("quiz leap 2 seed 1")
    calsh.expect("1/2 Is 1731 a leap year? ")
    calsh.line("no")
    calsh.expect("Right: false.")
    calsh.expect("2/2 Is 2030 a leap year? ")
    calsh.line("q")
    score = calsh.prompt()
    check("Score: 1 of 1 (stopped after 1 of 2 questions)" in score, f"score: {score!r}")
    calsh.line("quit")
    check(calsh.wait() == 0, "calsh did not exit 0")
    history = history_lines(os.path.join(state, "calsh", "history"))
    check(history == ["quiz leap 2 seed 1", "quit"], f"history: {history!r}")


def test_redirected_and_sourced_quizzes_print_the_worksheet(suite):
    # Fix round 3: `> FILE` and a sourced file are not the prompt: the worksheet and key, as a
    # script prints them, and no question asked.
    workdir = os.path.join(suite.workdir, "printed")
    os.makedirs(workdir, exist_ok=True)
    with open(os.path.join(workdir, "lesson.cal"), "w") as script:
        script.write("quiz leap 3 seed 1\n")
    calsh = suite.start(cwd=workdir)
    calsh.prompt()
    calsh.line("quiz leap 3 seed 1 > sheet.txt")
    shown = calsh.prompt()
    check("Is 1731" not in shown and "error" not in shown, f"redirected quiz at the prompt: {shown!r}")
    with open(os.path.join(workdir, "sheet.txt")) as written:
        sheet = written.read()
    check(
        sheet.startswith("Quiz: leap (3 questions, 1582–2400, seed 1)\n")
        and "----- Answer key -----\n1. 1731  false\n" in sheet,
        f"the file: {sheet!r}",
    )
    calsh.line("source lesson.cal")
    sourced = calsh.prompt()
    check("1/3 Is 1731" not in sourced, f"a sourced quiz was asked: {sourced!r}")
    check("----- Answer key -----" in sourced and "1. 1731  false" in sourced, f"sourced: {sourced!r}")


TESTS = [
    test_one_right_one_wrong_then_ctrl_d,
    test_q_stops_and_answers_stay_out_of_history,
    test_redirected_and_sourced_quizzes_print_the_worksheet,
]


if __name__ == "__main__":
    main("test_quiz.py", TESTS, PromptSuite, subfolder="quiz")  # beside test_repl.py's state folders
