// A string literal is read-only: a real run that writes into one crashes,
// so the encoding ends such an execution, and every read of a literal
// takes its initial bytes, past stores through pointers loaded from a list
// (whose objects the encoding does not know). strlen of the second key
// then folds while encoding, and plain BMC reaches the code after it at
// the first unwinding (before: the fifth, one per byte of the key).
// EXIT: 10
// ARGS: --incremental-bmc --pointer-check --stats
// EXPECT: ^\[main\.assertion\.1\] line 47 assertion n == 4: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 48 assertion q->v != 3: FAILURE$
// EXPECT: statistics: .* unwinding=1 
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

struct node {
  struct node *next;
  const char *key;
  int v;
};

static size_t length(const char *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}

int main(void) {
  struct node *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  if (!a || !b) {
    free(a);
    free(b);
    return 0;
  }
  a->next = b;
  b->next = a;
  a->key = "head";
  b->key = "tail";
  struct node *q = __VERIFIER_nondet_uchar() ? a : b;
  // Through a pointer loaded from memory: its object is not known.
  q->next->v = 3;
  q->next->next = q;
  size_t n = length("list");
  assert(n == 4);
  assert(q->v != 3);
  free(a);
  free(b);
  return 0;
}
