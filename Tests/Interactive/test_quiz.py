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


TESTS = [test_one_right_one_wrong_then_ctrl_d, test_q_stops_and_answers_stay_out_of_history]


if __name__ == "__main__":
    main("test_quiz.py", TESTS, PromptSuite, subfolder="quiz")  # beside test_repl.py's state folders
