// The message strings of assert are left out of the initial memory only
// where nothing but a failed assertion sees them. Here the program reads
// the same literal (one global with the message of the last assertion), so
// its bytes must be there: the first two assertions hold and the program's
// own copy through a pointer kept in memory is read too.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 17 assertion text\[2\] == '!': SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 18 assertion kept\[0\]\[5\] == '2': SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 19 assertion x != 2: FAILURE$
#include <assert.h>
int __VERIFIER_nondet_int(void);
const char *kept[1];
int main(void) {
  int x = __VERIFIER_nondet_int();
  const char *text = "x != 2";
  kept[0] = text;
  assert(text[2] == '!');
  assert(kept[0][5] == '2');
  assert(x != 2);
  return 0;
}
