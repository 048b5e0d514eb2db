// --trace shows writes into an array as the element written, with its index
// and, for a char, the character: a non-deterministic input stored into
// buf[1] appears as buf[1]=98 ('b').
// EXIT: 10
// ARGS: --trace
// EXPECT: ^\[main\.assertion\.1\] line 20 .*: FAILURE$
// EXPECT: ^file .*trace_array_input\.c line 18 function main$
// EXPECT: ^  buf\[0\]=97 \('a'\)$
// EXPECT: ^  buf\[1\]=98 \('b'\)$
// EXPECT: ^  buf\[2\]=0$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern char __VERIFIER_nondet_char(void);

int main(void) {
  char buf[4];
  buf[0] = 'a';
  buf[1] = __VERIFIER_nondet_char();
  buf[2] = 0;
  assert(buf[1] != 'b');
  return 0;
}
