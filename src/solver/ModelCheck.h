// Whether a model a solver gave satisfies terms it was asked about. Only a
// term that evaluates to false breaks it, and the model is not completed:
// what a solver's model leaves open (the literals the bit-blaster's
// simplifier turned into constants, a NaN's bit pattern that two solvers
// may choose differently) would otherwise read as a value of Z3's choosing.
#pragma once
#include <z3++.h>

namespace kiki {

/// `Terms`: a std::vector<z3::expr> or a z3::expr_vector.
template <typename Terms> bool breaksNone(const z3::model &model, const Terms &terms) {
  for (unsigned i = 0; i < terms.size(); ++i)
    if (model.eval(terms[i], false).is_false())
      return false;
  return true;
}

} // namespace kiki
