/* Header for include_path_pass.c, found only through -I inc. */
#define E2E_MAGIC 1234
static inline int e2e_half(int x) { return x / 2; }
