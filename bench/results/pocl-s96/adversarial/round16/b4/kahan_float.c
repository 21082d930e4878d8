/* Kahan compensated summation in float per row (must not be reassociated), plus naive float sum for comparison */
#include <stdio.h>
static void run(int n, int m)
{
    float x[16][40], ks[16], ns[16];
    int i, j;
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) x[i][j] = 1.0f / (float)(1 + (i * 7 + j * 13) % 23) + (j % 2 ? 1e4f : -1e-3f);
#pragma bbmm
    for (i = 0; i < n; i++) {
        float sum = 0.0f, c = 0.0f, naive = 0.0f;
        for (j = 0; j < m; j++) {
            float yv = x[i][j] - c;
            float tv = sum + yv;
            c = (tv - sum) - yv;
            sum = tv;
            naive = naive + x[i][j];
        }
        ks[i] = sum;
        ns[i] = naive;
    }
    printf("n=%d m=%d\n", n, m);
    for (i = 0; i < n; i++) printf("%a %a\n", (double)ks[i], (double)ns[i]);
}
int main(void)
{
    run(0, 0); run(1, 0); run(1, 1); run(3, 7); run(16, 40); run(5, 39);
    return 0;
}
