# One negative input of the pragma tool: bbmm-pp must exit 1 (never a
# signal), print exactly the diagnostic on the input's first line
# ("// expect: LINE:COL: error: ...") as its first line of stderr, prefixed
# by the file name, and leave no output file.  A second line "// args: ..."
# adds options.   cmake -DPP=bbmm-pp -DFILE=in.c -DOUT=dir -P neg.cmake
file(STRINGS ${FILE} lines LIMIT_COUNT 2)
list(GET lines 0 first)
string(REGEX REPLACE "^// expect: " "" expect "${first}")
set(args "")
list(LENGTH lines n)
if(n GREATER 1)
  list(GET lines 1 second)
  if(second MATCHES "^// args: ")
    string(REGEX REPLACE "^// args: " "" argline "${second}")
    separate_arguments(args UNIX_COMMAND "${argline}")
  endif()
endif()
get_filename_component(stem ${FILE} NAME_WE)
set(out ${OUT}/${stem}.bbmm.c)
file(MAKE_DIRECTORY ${OUT})
file(REMOVE ${out})
execute_process(COMMAND ${PP} ${args} -o ${out} ${FILE} RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_QUIET
                TIMEOUT 60)
string(REGEX REPLACE "\n.*" "" got "${err}")
if(NOT rc STREQUAL "1")
  message(FATAL_ERROR "${stem}: expected exit status 1, got '${rc}'; stderr:\n${err}")
endif()
if(NOT got STREQUAL "${FILE}:${expect}")
  message(FATAL_ERROR "${stem}: wrong diagnostic\n  expected: ${FILE}:${expect}\n  got:      ${got}")
endif()
if(EXISTS ${out})
  message(FATAL_ERROR "${stem}: an output file was written despite the error")
endif()
