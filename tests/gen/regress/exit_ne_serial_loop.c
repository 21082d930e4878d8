/* bbmm-gen seed=89124 (minimised): "j != n" from 2, under a serial loop i (J read transposed: loop i carries a dependence); at n = 1 the signed j would overflow, so the region assumes n != 1 (bbmm_assumed) and the loop's test holds no "n == 1" prefix: it made i a chain kernel whose shared j loop PoCL 3.1's work-group vectorizer ran past its end (j = 19, 20 at n = 19, writing J's next row under BBMM_ALLOC=convex; tests/CMakeLists.txt runs it so) */
// expect-output: bbmm_assumed = 
// expect-no-output: \(long\)n\) == 1L
#include <stdio.h>
#define NN 21
static double A[NN];
static int I[NN], J[NN][NN];
static void sweep(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i <= n - 1; ++i) {
        for (j = 2; j != n; j++)
            J[i][j] = (I[j] < 0 ? -(J[j][i]) : I[j]) % 1009;
        A[i] = A[i] * 0.5 + 1;
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < NN; i++) {
        A[i] = (double)((i * 7 + 790) % 801 - 400) / 8.0;
        I[i] = (i * 11 + 790) % 2001 - 1000;
        for (j = 0; j < NN; j++)
            J[i][j] = (i * 29 + j * 7 + 790) % 2001 - 1000;
    }
    for (t = 0; t < 2; t++)
        sweep(19);
    for (i = 0; i < NN; i++) {
        printf("%a", A[i]);
        for (j = 0; j < NN; j++)
            printf(" %d", J[i][j]);
        printf("\n");
    }
    return 0;
}
