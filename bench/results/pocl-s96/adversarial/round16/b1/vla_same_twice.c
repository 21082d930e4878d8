/* VLA parameters under different names, called alternately and once with the same array twice (in place) */
#include <stdio.h>
static void smooth(int n, int m, double out[n][m], double in[n][m])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < m - 1; j++)
            out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
}
static void run(int n, int m)
{
    double a[n > 0 ? n : 1][m > 0 ? m : 1], b[n > 0 ? n : 1][m > 0 ? m : 1];
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) { a[i][j] = (double)((i * 5 + j * 3) % 11); b[i][j] = a[i][j]; }
    smooth(n, m, b, a);
    smooth(n, m, a, b);
    smooth(n, m, a, a);
    printf("n=%d m=%d\n", n, m);
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) printf("%a %a\n", a[i][j], b[i][j]);
}
int main(void)
{
    run(0, 0); run(1, 1); run(2, 3); run(3, 3); run(5, 4); run(7, 9);
    return 0;
}
