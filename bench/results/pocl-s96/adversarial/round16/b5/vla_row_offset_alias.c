/* VLA 2-D parameters, called with a row-shifted view of the same array (&a[1], a) and with disjoint halves */
#include <stdio.h>
static void down(int n, int m, double out[][m], double in[][m])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            out[i][j] = in[i][j] + 0.5 * in[i][j > 0 ? j - 1 : j];
}
static void run(int n, int m)
{
    double a[12][7];
    int i, j;
    for (i = 0; i < 12; i++) for (j = 0; j < 7; j++) a[i][j] = (double)(i * 10 + j);
    if (n > 1) down(n - 1, m, &a[1], a);
    if (n > 1) down(n / 2, m, a, &a[6]);
    down(n < 6 ? n : 6, m, &a[6], a);
    printf("n=%d m=%d\n", n, m);
    for (i = 0; i < 12; i++) for (j = 0; j < m; j++) printf("%a\n", a[i][j]);
}
int main(void)
{
    run(0, 7); run(1, 7); run(2, 7); run(5, 7); run(12, 7); run(9, 3);
    return 0;
}
