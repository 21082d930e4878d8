/* enum with a negative constant (int in gcc): iterator arithmetic below zero */
#include <stdio.h>
enum lvl { LOW = -2, MID = 0, HIGH = 2 };
static double A[8];
int main(void)
{
    enum lvl e;
    int k;
    for (k = 0; k < 8; k++) A[k] = 99;
#pragma bbmm
    for (e = LOW; e <= HIGH; e++)
        A[e + 2] = (e - 1) / 2.0;
    for (k = 0; k < 8; k++) printf("%a\n", A[k]);
    return 0;
}
