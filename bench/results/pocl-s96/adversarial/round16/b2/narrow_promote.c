/* char/short/unsigned char arrays with integer promotions, comparisons of promoted differences, truncating stores */
#include <stdio.h>
static void run(int n)
{
    unsigned char uc[50];
    signed char sc[50];
    short s[50], r[50];
    unsigned short us[50];
    int d[50];
    int i;
    for (i = 0; i < n; i++) { uc[i] = (unsigned char)(i * 53 + 7); sc[i] = (signed char)(i * 29 - 60); }
#pragma bbmm
    for (i = 0; i < n; i++) {
        s[i] = (short)(uc[i] * uc[i] - 300 * sc[i]);
        us[i] = (unsigned short)(sc[i] * 1000);
        d[i] = (i + 1 < n && uc[i] - uc[i + 1] < 0) ? uc[i] - uc[i + 1] : (uc[i] ^ (unsigned char)~uc[i]);
        r[i] = (short)(~sc[i] + (uc[i] >> 2) - (sc[i] * 2));
        uc[i] = (unsigned char)(uc[i] + 200);
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%d %u %d %d %u\n", s[i], us[i], d[i], r[i], uc[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(13); run(50);
    return 0;
}
