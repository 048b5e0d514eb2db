#!/bin/sh
# A stand-in for kiki that proves everything: difftest's reduction self-test
# (reduce_self_test.py) gets a wrong proof from it on every failing task.
echo "VERIFICATION SUCCESSFUL"
exit 0
