// expect: 8:13: error: member access ('.') through 's', an array of structs, is not supported in a region
struct pt { double x, y; };
void f(struct pt s[100])
{
    int i;
#pragma bbmm
    for (i = 0; i < 100; i++)
        s[i].x = 0.0;
}
