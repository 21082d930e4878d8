/* compound assignments on narrow and mixed types: uchar += 300, short *= 1000, int /= 2.5, float += 0.1, ulong -= 1 */
#include <stdio.h>
static void run(int n)
{
    unsigned char uc[30];
    short s[30];
    int k[30];
    float f[30];
    unsigned long ul[30];
    signed char sc[30];
    int i;
    for (i = 0; i < n; i++) { uc[i] = (unsigned char)(i * 9); s[i] = (short)(i * 7 - 50); k[i] = i * 101 - 900; f[i] = (float)i / 7.0f; ul[i] = (unsigned long)i; sc[i] = (signed char)(i * 5 - 70); }
#pragma bbmm
    for (i = 0; i < n; i++) {
        uc[i] += 300;
        s[i] *= 1000;
        k[i] /= 2.5;
        f[i] += 0.1;
        ul[i] -= 3;
        sc[i] -= 100;
        k[i] *= 0.7f;
        f[i] *= (float)k[i];
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%u %d %d %a %lu %d\n", uc[i], s[i], k[i], (double)f[i], ul[i], sc[i]);
}
int main(void)
{
    run(0); run(1); run(5); run(30);
    return 0;
}
