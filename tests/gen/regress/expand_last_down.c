/* bbmm-gen seed=13 (f-sweep-serial-loop), minimised: a scalar expanded over a loop that counts down (the region grown over "for (i = n - 2; i >= 0; i--)") takes, after the region, the copy of the iteration that runs last, i = 0, not that of the largest i (before: iw was 9 after the loop, C leaves 1); the second region counts down in its outer loop and up in its inner one */
// expect-explain: iw takes the copy of iteration \(0\)
// expect-explain: kk takes the copy of iteration \(0, n - 1\)
#include <stdio.h>
#define NN 12
static double C[NN][NN], D[NN][NN];
int main(void)
{
    int n = 10, i, j, iw = 0, kk = 0;
    for (i = 0; i < NN; i++)
        for (j = 0; j < NN; j++) {
            C[i][j] = (double)((i * 5 + j * 3 + 686) % 801 - 400) / 4.0;
            D[i][j] = (double)((i * 3 + j * 17 + 686) % 101);
        }
    for (i = n - 2; i >= 0; i--) {
        iw = i + 1;
#pragma bbmm
        for (j = 0; j < n; j++)
            D[i][j] = D[iw][j] * 0.5 + C[i][j];
    }
    printf("%d %d\n", i, iw);
#pragma bbmm
    for (i = n - 1; i >= 0; i--)
        for (j = 0; j < n; j++) {
            kk = i * 100 + j;
            C[i][j] = C[i][j] * 0.25 + kk;
        }
    printf("%d\n", kk);
    for (i = 0; i < NN; i++)
        for (j = 0; j < NN; j++)
            printf("%a %a\n", C[i][j], D[i][j]);
    return 0;
}
