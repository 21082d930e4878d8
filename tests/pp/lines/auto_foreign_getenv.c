// A function of another file may putenv a kept array: getenv inside the span would read the host's
// stale copy, so a span keeping an array whose address went to another file calls no getenv (found
// by a review of the rule).
// expect-explain: automatic data scope in main, lines 22-26: not made: a call of 'getenv' while the address of 'S' is passed to 'env_take'
// expect-no-output: bbmm_data_begin
#include <stdio.h>
#include <stdlib.h>
#define N 8
void env_take(char *p);
static char S[N] = "BBQK=1";
static void step(int n, char X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        X[i] = (char)(i == 3 ? 'K' + 'Z' - X[i] : X[i]);
}
int main(void)
{
    int t, e;
    env_take(S);
    for (t = 0; t < 6; t++) {
        step(N, S);
        e = getenv("BBQZ") != 0;
        printf("t=%d %d\n", t, e);
    }
    printf("%s\n", S);
    return 0;
}
