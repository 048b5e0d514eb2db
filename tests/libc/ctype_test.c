/* Differential test of src/libc/ctype.c against the host glibc in the "C"
 * locale: every function and every table entry for -128..255, the class
 * bits against <ctype.h>'s _IS* constants, and the values outside the
 * tables' range where the models must not look anything up. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>

int kiki_model_isalnum(int);
int kiki_model_isalpha(int);
int kiki_model_isblank(int);
int kiki_model_iscntrl(int);
int kiki_model_isdigit(int);
int kiki_model_isgraph(int);
int kiki_model_islower(int);
int kiki_model_isprint(int);
int kiki_model_ispunct(int);
int kiki_model_isspace(int);
int kiki_model_isupper(int);
int kiki_model_isxdigit(int);
int kiki_model_isascii(int);
int kiki_model_toupper(int);
int kiki_model_tolower(int);
const unsigned short **kiki_model___ctype_b_loc(void);
const int **kiki_model___ctype_toupper_loc(void);
const int **kiki_model___ctype_tolower_loc(void);

static int passed, failed;

static void check(const char *what, int arg, long model, long libc) {
  if (model == libc) {
    passed++;
  } else {
    failed++;
    printf("FAIL %s(%d): model %ld, glibc %ld\n", what, arg, model, libc);
  }
}

struct fn_pair {
  const char *name;
  int (*model)(int);
  int (*libc)(int);
};

/* The parentheses keep <ctype.h>'s macros out, so these are glibc's
 * functions. */
static const struct fn_pair functions[] = {
    {"isalnum", kiki_model_isalnum, (isalnum)},
    {"isalpha", kiki_model_isalpha, (isalpha)},
    {"isblank", kiki_model_isblank, (isblank)},
    {"iscntrl", kiki_model_iscntrl, (iscntrl)},
    {"isdigit", kiki_model_isdigit, (isdigit)},
    {"isgraph", kiki_model_isgraph, (isgraph)},
    {"islower", kiki_model_islower, (islower)},
    {"isprint", kiki_model_isprint, (isprint)},
    {"ispunct", kiki_model_ispunct, (ispunct)},
    {"isspace", kiki_model_isspace, (isspace)},
    {"isupper", kiki_model_isupper, (isupper)},
    {"isxdigit", kiki_model_isxdigit, (isxdigit)},
    {"isascii", kiki_model_isascii, (isascii)},
    {"toupper", kiki_model_toupper, (toupper)},
    {"tolower", kiki_model_tolower, (tolower)},
};
#define N_FUNCTIONS (sizeof functions / sizeof functions[0])

/* The whole range glibc's tables cover, EOF included. */
static void test_in_table_range(void) {
  const unsigned short *b = *kiki_model___ctype_b_loc();
  const int *up = *kiki_model___ctype_toupper_loc();
  const int *lo = *kiki_model___ctype_tolower_loc();
  for (int c = -128; c <= 255; c++) {
    for (unsigned i = 0; i < N_FUNCTIONS; i++)
      check(functions[i].name, c, functions[i].model(c), functions[i].libc(c));
    check("__ctype_b_loc", c, b[c], (*__ctype_b_loc())[c]);
    check("__ctype_toupper_loc", c, up[c], (*__ctype_toupper_loc())[c]);
    check("__ctype_tolower_loc", c, lo[c], (*__ctype_tolower_loc())[c]);
  }
}

/* Each class bit the models use is the one <ctype.h> names (a table
 * mismatch would show too, but this says which constant is wrong). */
static void test_class_bits(void) {
  check("isupper bit", 'A', kiki_model_isupper('A'), _ISupper);
  check("islower bit", 'a', kiki_model_islower('a'), _ISlower);
  check("isalpha bit", 'a', kiki_model_isalpha('a'), _ISalpha);
  check("isdigit bit", '0', kiki_model_isdigit('0'), _ISdigit);
  check("isxdigit bit", 'f', kiki_model_isxdigit('f'), _ISxdigit);
  check("isspace bit", ' ', kiki_model_isspace(' '), _ISspace);
  check("isprint bit", ' ', kiki_model_isprint(' '), _ISprint);
  check("isgraph bit", '!', kiki_model_isgraph('!'), _ISgraph);
  check("isblank bit", '\t', kiki_model_isblank('\t'), _ISblank);
  check("iscntrl bit", 0, kiki_model_iscntrl(0), _IScntrl);
  check("ispunct bit", '!', kiki_model_ispunct('!'), _ISpunct);
  check("isalnum bit", '0', kiki_model_isalnum('0'), _ISalnum);
}

/* Outside -128..255 glibc's classifiers would read outside the table
 * (undefined), so the models answer "no class"; isascii, toupper and
 * tolower are defined for every int in glibc and must agree. */
static void test_out_of_range(void) {
  static const int values[] = {INT_MIN, INT_MIN + 1, -65536, -1000, -257,
                               -129,    256,         257,    1000,  65536,
                               65 + 256, 97 + 256,   INT_MAX - 1, INT_MAX};
  for (unsigned v = 0; v < sizeof values / sizeof values[0]; v++) {
    int c = values[v];
    for (unsigned i = 0; i < N_FUNCTIONS; i++) {
      const struct fn_pair *f = &functions[i];
      int defined = f->libc == (isascii) || f->libc == (toupper) ||
                    f->libc == (tolower);
      check(f->name, c, f->model(c), defined ? f->libc(c) : 0);
    }
  }
}

int main(void) {
  test_in_table_range();
  test_class_bits();
  test_out_of_range();
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
