/* float accumulation, math.h calls (fmin fmax floor fabs sqrt), int/double conversions */
#include <stdio.h>
#include <math.h>
static void run(int n, int m)
{
    float x[16][16], s[16];
    double d[16], e[16];
    int k[16];
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) x[i][j] = (float)((i * 3 + j * 5) % 9) * 0.1f - 0.35f;
#pragma bbmm
    for (i = 0; i < n; i++) {
        s[i] = 0.0f;
        for (j = 0; j < m; j++)
            s[i] += x[i][j] * x[i][j] + 0.1f;
        d[i] = sqrt(fabs((double)s[i])) + floor(s[i] * 3.7);
        e[i] = fmin(d[i], 2.5) + fmax(-d[i], (double)x[i][0 < m ? 0 : 0] );
        k[i] = (int)(d[i] * 10.0) - (int)floor(-d[i]);
    }
    printf("n=%d m=%d\n", n, m);
    for (i = 0; i < n; i++) printf("%a %a %a %d\n", (double)s[i], d[i], e[i], k[i]);
}
int main(void)
{
    run(0, 1); run(1, 1); run(2, 0); run(3, 5); run(16, 16); run(9, 13);
    return 0;
}
