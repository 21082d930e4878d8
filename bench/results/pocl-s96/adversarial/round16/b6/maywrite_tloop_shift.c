/* time loop: first region writes b[i] only where a[i] exceeds a step-dependent threshold, second reads b shifted by 3 */
#include <stdio.h>
#define N 64
static double a[N], b[N];
int main(void)
{
    int n, i, t;
    for (n = 0; n <= N; n += 21) {
        for (i = 0; i < N; i++) { a[i] = (double)((i * 29) % 17) - 8.0; b[i] = -100.0 - i; }
        for (t = 0; t < 5; t++) {
            double thr = (double)(t * 2 - 4);
#pragma bbmm
            for (i = 0; i < n; i++)
                if (a[i] > thr)
                    b[i] = a[i] * 0.5 + (double)t;
#pragma bbmm
            for (i = 0; i < n; i++)
                a[i] = a[i] - 0.25 * b[(i + 3) % n] + 0.125 * b[i];
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a\n", a[i], b[i]);
    }
    return 0;
}
