// RUN: fly-opt %s --fly-rewrite-func-signature -split-input-file -verify-diagnostics
// Fly values the pass cannot carry (here a dynamic basis, which has no
// normal-form constructor) are reported at every boundary op that carries
// them; the pass then fails without rewriting anything.

// expected-error @+1 {{cannot pass a value of type '!fly.basis<?E1>' across a function signature}}
func.func @arg(%b: !fly.basis<?E1>) {
  return
}

// -----

// expected-error @+1 {{cannot pass a value of type '!fly.basis<?E0>' across a function signature}}
func.func private @decl() -> !fly.basis<?E0>

// -----

// expected-error @+1 {{across a function signature}}
func.func @loop(%n: index, %b: !fly.basis<?E1>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{cannot pass a value of type '!fly.basis<?E1>' across 'scf.for'}}
  %r = scf.for %i = %c0 to %n step %n iter_args(%a = %b) -> (!fly.basis<?E1>) {
    // expected-error @+1 {{across 'scf.yield'}}
    scf.yield %a : !fly.basis<?E1>
  }
  return
}

// -----

// expected-error @+1 {{across a function signature}}
func.func private @callee(!fly.basis<?E1>)

// expected-error @+1 {{across a function signature}}
func.func @caller(%b: !fly.basis<?E1>) {
  // expected-error @+1 {{across 'func.call'}}
  call @callee(%b) : (!fly.basis<?E1>) -> ()
  return
}

// -----

// Function values would keep the old signature.
func.func private @f(!fly.int_tuple<?>)

func.func @ref() {
  // expected-error @+1 {{function values with Fly types in their signature ('(!fly.int_tuple<?>) -> ()') are not supported}}
  %f = func.constant @f : (!fly.int_tuple<?>) -> ()
  return
}
