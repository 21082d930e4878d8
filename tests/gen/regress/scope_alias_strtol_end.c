/* strtol's end pointer (strtol(rec, &body, 10) sets body to point into rec) read in host code between the regions: body joins rec's alias set and the automatic data scope is not made (it printed stale values before: strtol was taken as a function that keeps and returns no pointer) */
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: host access to 'body' \(which may point into 'rec'
// expect-no-output: bbmm_data_begin
#include <stdio.h>
#include <stdlib.h>
static char rec[16] = "5 abcde";
static char *body;
int main(void)
{
    int t, i;
    strtol(rec, &body, 10);
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 2; i < 7; i++)
            rec[i] = rec[i] + 1;
        puts(body);
    }
    return 0;
}
