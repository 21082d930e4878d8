/* a string literal subscripted inside a region (digit table) */
#include <stdio.h>
static char out[32];
static int V[32];
int main(void)
{
    int i;
    for (i = 0; i < 31; i++) V[i] = i * 7;
#pragma bbmm
    for (i = 0; i < 31; i++)
        out[i] = "0123456789"[V[i] % 10];
    out[31] = 0;
    puts(out);
    return 0;
}
