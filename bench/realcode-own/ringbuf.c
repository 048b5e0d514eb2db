// EXPECT: SUCCESSFUL
// A ring buffer of 4 bytes: pushes and pops driven by the input.
#include <assert.h>
struct ring { unsigned char data[4]; unsigned head, count; };
static int push(struct ring *r, unsigned char b) {
  if (r->count == 4) return 0;
  r->data[(r->head + r->count) % 4] = b;
  r->count++;
  return 1;
}
static int pop(struct ring *r, unsigned char *b) {
  if (r->count == 0) return 0;
  *b = r->data[r->head];
  r->head = (r->head + 1) % 4;
  r->count--;
  return 1;
}
int main(void) {
  struct ring r = {{0}, 0, 0};
  unsigned char b;
  for (int i = 0; i < 6; i++) {
    if (__VERIFIER_nondet_int()) push(&r, (unsigned char)__VERIFIER_nondet_char());
    else pop(&r, &b);
    assert(r.count <= 4);
  }
  return 0;
}
