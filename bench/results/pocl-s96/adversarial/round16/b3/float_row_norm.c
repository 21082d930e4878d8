/* float (not double) accumulation of row norms, normalisation in float, conversion to int percentages */
#include <stdio.h>
#include <math.h>
static void run(int n, int m)
{
    float a[20][20];
    float nrm[20];
    int pct[20][20];
    int i, j;
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) a[i][j] = (float)((i * 7 + j * 3) % 10) / 3.0f - 1.0f;
#pragma bbmm
    for (i = 0; i < n; i++) {
        float s = 0.0f;
        for (j = 0; j < m; j++) s += a[i][j] * a[i][j];
        nrm[i] = sqrtf(s);
        for (j = 0; j < m; j++) {
            a[i][j] = nrm[i] > 0.0f ? a[i][j] / nrm[i] : 0.0f;
            pct[i][j] = (int)(a[i][j] * 100.0f + (a[i][j] < 0 ? -0.5f : 0.5f));
        }
    }
    printf("n=%d m=%d\n", n, m);
    for (i = 0; i < n; i++) { printf("%a:", (double)nrm[i]); for (j = 0; j < m; j++) printf(" %a/%d", (double)a[i][j], pct[i][j]); printf("\n"); }
}
int main(void)
{
    run(0, 0); run(1, 0); run(1, 1); run(3, 2); run(20, 20); run(7, 13);
    return 0;
}
