// Struct members, struct assignment (a copy), pointers to members, nesting.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 20 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct point { int x, y; };
struct rect { struct point lo, hi; };

static void move(struct point *p, int dx) { p->x += dx; }

int main(void) {
  int v = __VERIFIER_nondet_int() & 255;
  struct rect r = {{1, 2}, {v, 4}};
  struct point copy = r.hi;
  move(&r.hi, 10);
  int *py = &r.lo.y;
  *py = 20;
  assert(copy.x == v && r.hi.x == v + 10 && r.lo.y == 20 && r.hi.y == 4);
  return 0;
}
