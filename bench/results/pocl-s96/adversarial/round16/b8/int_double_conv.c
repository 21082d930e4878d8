/* int/double conversions: truncation of negatives, (double)(a/b) vs (double)a/b, long long to double rounding, float to int */
#include <stdio.h>
static void run(int n)
{
    int a[40], t1[40], t2[40];
    double d1[40], d2[40];
    long long big[40];
    double db[40];
    float f[40];
    int i;
    for (i = 0; i < n; i++) { a[i] = i * 37 % 29 - 14; big[i] = (long long)i * 123456789012345LL + 1; f[i] = (float)(i - 20) * 0.7f; }
#pragma bbmm
    for (i = 0; i < n; i++) {
        d1[i] = (double)(a[i] / 4);
        d2[i] = (double)a[i] / 4 + a[i] / 4.0f;
        t1[i] = (int)(a[i] * 0.3);
        t2[i] = (int)f[i] + (int)(-f[i] * 1.5f) + (unsigned char)(a[i] + 20);
        db[i] = (double)big[i] + (float)big[i];
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%a %a %d %d %a\n", d1[i], d2[i], t1[i], t2[i], db[i]);
}
int main(void)
{
    run(0); run(1); run(29); run(40);
    return 0;
}
