/* wide character constants only as values (no bound): should compute as C does */
#include <stdio.h>
#include <wchar.h>
static double A[6];
int main(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 6; i++)
        A[i] = L'x' - i;
    for (i = 0; i < 6; i++) printf("%a\n", A[i]);
    return 0;
}
