# Long lines cost bbmm-pp time and memory linear in their length: a file
# with a 60,000-token initializer and a 60,000-token region statement (both
# with macros, so the preprocessed tokens differ from the user's) runs in
# under 512 MB of address space and 60 s, and the region's error ("statement
# too large") points at the same line and column as without the
# preprocessor (where nothing needs aligning).  Aligning each long line as
# a whole once took (tokens)^2 ints: 2.3 GB for 12,000 numbers.
#   cmake -DPP=bbmm-pp -DOUT=dir -P align_scale.cmake
file(MAKE_DIRECTORY ${OUT})
set(in ${OUT}/long_lines.c)
string(REPEAT "1, ONE, 3, THREE(4), " 7500 init)
string(REPEAT " + A[i] * ONE + B[i] * TWO" 7500 terms)
file(WRITE ${in} "#define ONE 1\n#define TWO 2.0\n#define THREE(x) (3 * (x))\n"
  "double tab[] = {${init}0};\n"
  "void f(int n, double A[n], double B[n])\n{\n    int i;\n#pragma bbmm\n    for (i = 0; i < n; i++)\n"
  "        A[i] = 0${terms};\n}\n")
foreach(mode cpp nocpp)
  set(args "")
  if(mode STREQUAL "nocpp")
    set(args --no-cpp)
  endif()
  execute_process(COMMAND sh -c "ulimit -v 524288 && exec \"$0\" \"$@\"" ${PP} ${args} -o ${OUT}/long_lines.bbmm.c
                          ${in}
                  RESULT_VARIABLE rc ERROR_VARIABLE err TIMEOUT 60)
  string(REGEX MATCH "long_lines.c:[0-9]+:[0-9]+: error: statement too large[^\n]*" got_${mode} "${err}")
  if(NOT rc STREQUAL "1" OR NOT got_${mode})
    message(FATAL_ERROR "${mode}: expected exit 1 and 'statement too large' at a position, got ${rc}:\n${err}")
  endif()
endforeach()
if(NOT got_cpp STREQUAL got_nocpp)
  message(FATAL_ERROR "positions differ after preprocessing:\n  ${got_cpp}\n  ${got_nocpp}")
endif()
