/* histogram with a data-dependent subscript (should be refused) */
#include <stdio.h>
static int H[8], V[40];
int main(void)
{
    int i;
    for (i = 0; i < 40; i++) V[i] = (i * 13) % 8;
#pragma bbmm
    for (i = 0; i < 40; i++)
        H[V[i]]++;
    for (i = 0; i < 8; i++) printf("%d\n", H[i]);
    return 0;
}
