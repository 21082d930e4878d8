// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: 'txt' is passed to 'printf' while the address of 'S'
// expect-no-output: bbmm_data_begin
/* A char array's address passed to a function of another file before the
 * time loop; inside the loop, printf's "%s" reads through the pointer that
 * file handed back: no scope may be made (printf would read the host's
 * stale copy).
 * Built plain and through bbmm-pp (with other/keeper.c); tests/scope_host.cmake
 * compares their output bytes on 1, 2 and 4 devices. */
#include <stdio.h>
#define N 27

void keeper_take_text(char *s);
char *keeper_give_text(void);

static char S[N];

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
    char *txt;
    for (i = 0; i < N - 1; i++)
        S[i] = (char)('a' + i);
    keeper_take_text(S);
    txt = keeper_give_text();
    for (t = 0; t < 4; t++) {
        step(N, S);
        printf("%s\n", txt);
    }
    return 0;
}
