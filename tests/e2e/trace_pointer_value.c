// Pointer values in a trace name what they point to: an element of an
// array, a heap block by the line of its allocation (plus a byte offset),
// a string literal, a function, NULL. Writes through pointers show as the
// lvalue written: *p, n->next.
// EXIT: 10
// ARGS: --trace
// EXPECT: ^\[main\.assertion\.1\] line 38 .*: FAILURE$
// EXPECT: ^  p=&buf\[2\]$
// EXPECT: ^  n=malloc@line 29$
// EXPECT: ^  n->next=NULL$
// EXPECT: ^  n->val=3$
// EXPECT: ^  m=malloc@line 32 \+ 8$
// EXPECT: ^  s="hello" \+ 1$
// EXPECT: ^  f=twice$
// EXPECT: ^  \*out=5$
// REJECT: =0x[0-9a-f]+$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <stdlib.h>
struct node { int val; struct node *next; };

int twice(int v) { return 2 * v; }
void set(int *out) { *out = 5; }

int main(void) {
  char buf[4];
  char *p = &buf[2];
  *p = 'c';
  struct node *n = malloc(sizeof *n);
  n->next = NULL;
  n->val = 3;
  char *m = (char *)malloc(16) + 8;
  const char *s = "hello";
  s = s + 1;
  int (*f)(int) = twice;
  int x;
  set(&x);
  assert(f(x) != 10 || *s != 'e');
  return 0;
}
