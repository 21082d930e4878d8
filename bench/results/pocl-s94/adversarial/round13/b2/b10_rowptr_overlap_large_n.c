/* u = C + 5 and v = C with n 0..9: the row ranges overlap only when n > 5; 2-D stencil writing v from u */
#include <stdio.h>
#define N 16
static double C[N][N];
static void st(int n, double (*v)[N], double (*u)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 1; j < n; j++)
            v[i][j] = u[i][j - 1] + u[i][j] * 0.5;
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= 9; n++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) C[i][j] = i - 0.5 * j;
        st(n, C, C + 5);
        st(n, C + 6, C);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", C[i][j]);
    }
    return 0;
}
