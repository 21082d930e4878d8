/* long counter and a float sum declared outside the time loop, accumulated by regions each step, printed by the host each step */
#include <stdio.h>
#define N 48
static int a[N];
static float f[N];
int main(void)
{
    int n, i, t;
    for (n = 0; n <= N; n += 16) {
        long total = 0;
        float fs = 0.0f;
        int count = 0;
        for (i = 0; i < n; i++) { a[i] = (i * 7) % 13 - 6; f[i] = (float)a[i] * 0.1f; }
        for (t = 0; t < 4; t++) {
#pragma bbmm
            for (i = 0; i < n; i++)
                a[i] = a[i] * 3 % 17 + t;
#pragma bbmm
            for (i = 0; i < n; i++) {
                total += a[i];
                fs += f[i] * (float)a[i];
                if (a[i] < 0) count++;
            }
            printf("n=%d t=%d total=%ld fs=%a count=%d\n", n, t, total, (double)fs, count);
        }
    }
    return 0;
}
