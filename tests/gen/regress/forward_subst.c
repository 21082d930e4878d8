/* forward substitution: scalars assigned affine values inside the region (a region scalar 'int k1 = k + 1;', scalars declared outside it, one built from another) are used in loop bounds and subscripts as their values; the scalars keep C's values after the region (NPB-style 'n = (m-3+1)*5;', 'L2 = nx-1;', 'int k1 = k + 1;') */
#include <stdio.h>
static double A[64][64];
static int grid[3] = {20, 30, 40};
int n, nn;
static void f(int m)
{
    int i, k, k1;
#pragma bbmm
    for (k = 1; k < grid[0] - 1; k++) {
        n = k + 1;
        k1 = k - 1;
        nn = (m - 3 + 1) * 5;
        for (i = k1; i < n + grid[1] - 30; i++)
            A[k1][i] = A[k1][i] + k * 0.5 + i;
        for (i = 0; i < nn; i++)
            A[k][i] += 1.0;
    }
    printf("%d %d %d\n", n, k1, nn);
}
static double B[64][64];
static void g(int m)
{
    int i, k;
#pragma bbmm
    for (k = 0; k < m - 2; k++) {
        int a = k + 1, b = a * 2 - k;
        for (i = a; i < m; i++)
            B[b][i] = A[a][i] * a + B[b][i - 1];
        for (i = 0; i < m; i++)
            B[k][i] += (double)b;
    }
}
int main(void)
{
    int i, j;
    f(10);
    f(12);
    g(40);
    for (i = 0; i < 64; i++)
        for (j = 0; j < 64; j++)
            printf("%d %d %a %a\n", i, j, A[i][j], B[i][j]);
    return 0;
}
