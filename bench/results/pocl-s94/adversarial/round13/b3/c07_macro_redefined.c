/* a flat-index macro #undef'd and #defined with another extent between two regions of one file */
#include <stdio.h>
#define W 8
#define AT(i, j) ((i) * W + (j))
static double A[64], B[64];
static void r1(double *p, int n)
{
    int i, j;
#pragma bbmm array(p[n][W])
    for (i = 0; i < n; i++)
        for (j = 0; j < W; j++)
            p[AT(i, j)] = i * 10 + j;
}
#undef W
#undef AT
#define W 5
#define AT(i, j) ((i) * W + (j))
static void r2(double *p, int n)
{
    int i, j;
#pragma bbmm array(p[n][W])
    for (i = 0; i < n; i++)
        for (j = 0; j < W; j++)
            p[AT(i, j)] += 0.5 * (i - j);
}
int main(void)
{
    int k, n;
    for (n = 0; n <= 8; n += 3) {
        for (k = 0; k < 64; k++) { A[k] = -1; B[k] = k; }
        r1(A, n);
        r2(A, n);
        r2(B, n + 4 > 12 ? 12 : n + 4);
        for (k = 0; k < 64; k++) printf("%a %a\n", A[k], B[k]);
    }
    return 0;
}
