// Writes through casts keep their C names in a trace: a member of a struct
// reached through a void pointer, a union member chosen by the access; a
// struct argument (passed as one integer) is not shown as a number.
// EXIT: 10
// ARGS: --trace
// EXPECT: ^\[main\.assertion\.1\] line 30 .*: FAILURE$
// EXPECT: ^  w\.f=1\.5f$
// EXPECT: ^  p->next=malloc@line 24$
// EXPECT: ^  q->b=4$
// EXPECT: ^  s\.b=7$
// REJECT: ^  s=
// REJECT: field\d
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <stdlib.h>
typedef struct { int a; int b; } Pair;
struct node { int val; struct node *next; };
union word { unsigned int i; float f; };

void link(void *p, void *q) { ((struct node *)p)->next = q; ((Pair *)q)->b = 4; }
int second(Pair s) { s.b = 7; return s.a + s.b; }

int main(void) {
  void *p = malloc(sizeof(struct node)), *q = malloc(sizeof(Pair));
  union word w;
  w.f = 1.5f;
  link(p, q);
  Pair s = {1, 2};
  second(s);
  assert(((struct node *)p)->next == 0);
  return 0;
}
