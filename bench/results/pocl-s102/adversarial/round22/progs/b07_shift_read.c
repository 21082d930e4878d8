/* time loop: b[i] = a[(i + t) % n] (periodic shift), a updated from b */
#include <stdio.h>
#define N 2000
static double a[N], b[N], c[N];
int main(void)
{
    int i, t, n = N;
    for (i = 0; i < n; i++) { a[i] = (double)(i % 37) / 36.0; c[i] = (double)(i % 3); }
    for (t = 0; t < 10; t++) {
#pragma bbmm
        for (i = 0; i < n; i++)
            b[i] = a[(i + t) % n] * 0.5 + c[i];
#pragma bbmm
        for (i = 0; i < n; i++)
            a[i] = 0.5 * (b[i] + b[(i + 1) % n]);
    }
    for (i = 0; i < n; i += 97) printf("%a\n", a[i]);
    return 0;
}
