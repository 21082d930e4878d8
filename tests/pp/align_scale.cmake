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
# Sanitizers reserve terabytes of shadow address space: no limit there
# (-DLIMIT=0), only the positions are checked.
if(NOT DEFINED LIMIT)
  set(LIMIT 524288)
endif()
if(LIMIT)
  set(ulimit "ulimit -v ${LIMIT} && ")
else()
  set(ulimit "")
endif()
foreach(mode cpp nocpp)
  set(args "")
  if(mode STREQUAL "nocpp")
    set(args --no-cpp)
  endif()
  execute_process(COMMAND sh -c "${ulimit}exec \"$0\" \"$@\"" ${PP} ${args} -o ${OUT}/long_lines.bbmm.c
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

# A line too long for one table whose macro swallows more tokens than the
# quick resynchronization looks at (20 arguments to an empty macro): the
# windowed alignment still puts the error at the exact column.
set(eat "EAT(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, b0, b1, b2, b3, b4, b5, b6, b7, b8, b9)")
set(line "        A[i] = 0")
foreach(k RANGE 1 600)
  math(EXPR x "${k} % 50")
  string(APPEND line " + A[${x}]")
  math(EXPR x "${k} % 30")
  if(x EQUAL 0)
    string(APPEND line " + ${eat} A[0]")
  endif()
endforeach()
string(APPEND line " + A[i * i];")
string(FIND "${line}" "i * i" col)
math(EXPR col "${col} + 1")
file(WRITE ${OUT}/skew.c "#define EAT(...)\nvoid f(int n, double A[n])\n{\n    int i;\n#pragma bbmm\n"
  "    for (i = 0; i < n; i++)\n${line}\n}\n")
execute_process(COMMAND ${PP} -o ${OUT}/skew.bbmm.c ${OUT}/skew.c RESULT_VARIABLE rc ERROR_VARIABLE err TIMEOUT 60)
if(NOT err MATCHES "skew.c:7:${col}: error: subscript 1 of 'A' is not affine")
  message(FATAL_ERROR "skew: expected the error at 7:${col}, got ${rc}:\n${err}")
endif()
