// A function whose return type is spelt with __typeof__ may return a pointer (here the address a
// function of another file handed back): printf inside the span may be given values of calls only
// where the return type is written with arithmetic words (found by a review of the rule).
// expect-explain: automatic data scope in main, lines 30-33: not made: the value of 'give' is passed to 'printf' while the address of 'S' is passed to 'keeper_take_text'
// expect-no-output: bbmm_data_begin
#include <stdio.h>
#define N 27
void keeper_take_text(char *s);
char *keeper_give_text(void);
static char S[N];
static char *txt;
static __typeof__("" + 0) give(void)
{
    return txt;
}
static void step(int n, char X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n - 1; i++)
        X[i] = (char)('a' + (X[i] - 'a' + i + 1) % 26);
}
int main(void)
{
    int t, i;
    for (i = 0; i < N - 1; i++)
        S[i] = (char)('a' + i);
    keeper_take_text(S);
    txt = keeper_give_text();
    for (t = 0; t < 4; t++) {
        step(N, S);
        printf("%s\n", give());
    }
    return 0;
}
