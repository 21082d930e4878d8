/* strtod's end pointer into a local variable (strtod(line, &rest)) read in host code between the regions: rest joins line's alias set and the automatic data scope is not made (it printed stale values before) */
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: host access to 'rest' \(which may point into 'line'
// expect-no-output: bbmm_data_begin
#include <stdio.h>
#include <stdlib.h>
static char line[16] = "3.5 01234";
int main(void)
{
    char *rest;
    int t, i;
    strtod(line, &rest);
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 4; i < 9; i++)
            line[i] = line[i] + 1;
        puts(rest);
    }
    return 0;
}
