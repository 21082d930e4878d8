/* red-black Gauss-Seidel with j starting at 1 + (i + color) % 2 and stepping by 2, in place */
#include <stdio.h>
#define N 19
static double u[N][N], f[N][N];
static void rb(int n, int color)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1 + (i + color) % 2; j < n - 1; j += 2)
            u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] - f[i][j]);
}
int main(void)
{
    int i, j, n, s;
    for (n = 1; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (j == 0) ? 1.0 : 0.0; f[i][j] = 0.001 * (i - j); }
        for (s = 0; s < 4; s++) { rb(n, 0); rb(n, 1); }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%a ", u[i][j]); printf("\n"); }
    }
    return 0;
}
