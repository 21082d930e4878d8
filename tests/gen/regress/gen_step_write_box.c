/* bbmm-gen: a step-2 loop's write box was treated as fully written; the odd elements came back as 0 */
#include <stdio.h>
double C[13];
int main(void)
{
    int i;
    for (i = 0; i < 13; i++)
        C[i] = i + 0.5;
#pragma bbmm
    for (i = 0; i <= 10; i += 2)
        C[i] = 1.0;
    for (i = 0; i < 13; i++)
        printf("%a\n", C[i]);
    return 0;
}
