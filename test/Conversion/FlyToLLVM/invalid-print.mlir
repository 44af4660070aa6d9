// RUN: fly-opt --convert-fly-to-llvm --split-input-file --verify-diagnostics %s

func.func @dynamic_layout(%l: !fly.layout<(4,?):(1,4)>) {
  // expected-error @+1 {{'fly.print' op value 0 has type '!fly.layout<(4,?):(1,4)>', which cannot be printed: print integers, index or float values, or static int_tuple and layout values (run fly-layout-lowering first for dynamic layout values)}}
  fly.print(%l) {format = "l={}"} : (!fly.layout<(4,?):(1,4)>) -> ()
  return
}

// -----

func.func @vector_value(%a: i32, %v: vector<4xf32>) {
  // expected-error @+1 {{'fly.print' op value 1 has type 'vector<4xf32>', which cannot be printed}}
  fly.print(%a, %v) {format = "{} {}"} : (i32, vector<4xf32>) -> ()
  return
}
