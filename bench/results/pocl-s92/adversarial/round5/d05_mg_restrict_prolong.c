/* 1D multigrid pieces: full-weighting restriction (2i-1, 2i, 2i+1) and linear prolongation with i/2 */
#include <stdio.h>
#define NF 65
#define NC 33
static double fine[NF], coarse[NC], corr[NF];
static void vcyc(int nc)
{
    int i, nf = 2 * (nc - 1) + 1;
#pragma bbmm
    {
        for (i = 1; i < nc - 1; i++)
            coarse[i] = 0.25 * (fine[2 * i - 1] + 2.0 * fine[2 * i] + fine[2 * i + 1]);
        for (i = 1; i < nc - 1; i++)
            coarse[i] = coarse[i] * 0.5 + 0.25 * (coarse[i - 1] + coarse[i + 1]);
        for (i = 1; i < nf - 1; i++)
            corr[i] = (i % 2 == 0) ? coarse[i / 2] : 0.5 * (coarse[i / 2] + coarse[i / 2 + 1]);
        for (i = 1; i < nf - 1; i++)
            fine[i] += corr[i];
    }
}
int main(void)
{
    int i, nc;
    for (nc = 2; nc <= NC; nc += 5) {
        for (i = 0; i < NF; i++) { fine[i] = (double)((i * 5) % 9) - 4.0; corr[i] = 0.0; }
        for (i = 0; i < NC; i++) coarse[i] = 0.0;
        vcyc(nc);
        printf("nc=%d\n", nc);
        for (i = 0; i < NF; i++) printf("%a %a\n", fine[i], corr[i]);
        for (i = 0; i < NC; i++) printf("%a\n", coarse[i]);
    }
    return 0;
}
