// Plain BMC unwinds a flat loop whose iterations the encoding decides by
// itself: strlen of a string literal, after stores through a pointer
// chosen between two objects (which cannot reach the literal's bytes).
// The code after the copy is reached at the first unwinding (before: at
// the fourth, the key's length).
// EXIT: 10
// ARGS: --incremental-bmc --pointer-check --memory-leak-check --stats
// EXPECT: ^\[check\.assertion\.1\] line 34 assertion k\[3\] == 't': SUCCESS$
// EXPECT: ^\[check\.assertion\.2\] line 35 assertion p->v != 3: FAILURE$
// EXPECT: statistics: .* unwinding=1 .* loops-completed-at-once=[1-9]
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

struct node {
  struct node *next;
  char *key;
  int v;
};

static char *copy(const char *s) {
  size_t n = strlen(s) + 1;
  char *c = malloc(n);
  if (c)
    memcpy(c, s, n);
  return c;
}

static int check(struct node *p, char *k) {
  if (!k)
    return 0;
  assert(k[3] == 't');
  assert(p->v != 3);
  return 1;
}

int main(void) {
  struct node *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  if (!a || !b) {
    free(a);
    free(b);
    return 0;
  }
  struct node *p = __VERIFIER_nondet_uchar() ? a : b;
  p->v = 3;
  p->next = a;
  char *k = copy("list");
  p->key = k;
  check(p, k);
  free(k);
  free(a);
  free(b);
  return 0;
}
