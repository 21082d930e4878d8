/* NPB LU style: jglob = j + off is tested in an if around the innermost loop; iterators read after */
#include <stdio.h>
#define N 16
static double A[N][N][4];
static void f(int n, int off, int ny0)
{
    int i = -1, j = -2, k = -3, jglob;
#pragma bbmm
    for (j = 0; j < n; j++) {
        jglob = j + off;
        for (i = 0; i < n; i++)
            if (jglob != 0 && jglob != ny0 - 1)
                for (k = 0; k < 4; k++)
                    A[j][i][k] = A[j][i][k] + jglob * 0.5;
    }
    printf("n=%d off=%d ny0=%d i=%d j=%d k=%d\n", n, off, ny0, i, j, k);
}
int main(void)
{
    int i, j, k, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < 4; k++) A[i][j][k] = i + j + k;
    for (n = 0; n <= 5; n++) { f(n, 0, n); f(n, 1, n + 1); f(n, 2, 3); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < 4; k++) printf("%a\n", A[i][j][k]);
    return 0;
}
